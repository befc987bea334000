import 'swiper/css';
import 'swiper/css/pagination';

/** Swiper core with only the modules home uses, in one lazily loaded chunk (no swiper/react). */
export { default as Swiper } from 'swiper';
export { Autoplay, Pagination } from 'swiper/modules';

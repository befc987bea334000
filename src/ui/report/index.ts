export { RANGE_PRESETS, rangeOf, localDay, type DayRange, type RangePreset } from './date-range';
export { RangeTabs, type RangeTabsProps } from './RangeTabs';
export { useReportDays } from './use-report-days';
export { ReportList, type ReportListProps } from './ReportList';
export { StatusPill, type StatusTone } from './StatusPill';
export { SummaryBar, type SummaryItem } from './SummaryBar';
export { SearchBox, type SearchBoxProps } from './SearchBox';
export { FiguresTable } from './FiguresTable';

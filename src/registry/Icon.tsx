import { ICON_PATHS, type IconId } from './icons';

interface IconProps {
  readonly name: IconId;
  /** CSS size; defaults to 1.5em. */
  readonly size?: string;
  readonly className?: string;
}

/** Draws a registry icon in the current text colour; decorative, so hidden from screen readers. */
export function Icon({ name, size = '1.5em', className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}

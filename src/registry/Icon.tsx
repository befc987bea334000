import { ICON_PATHS, type IconId } from './icons';

/** Icons that point along the reading direction: mirrored in right-to-left languages. */
const DIRECTIONAL = new Set<IconId>(['back', 'chevron']);

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
      data-directional={DIRECTIONAL.has(name) || undefined}
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}

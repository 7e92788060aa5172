import type { ReactNode } from 'react';

/** Decorative inline icons (no icon font, no CDN). Each is aria-hidden: the control around it carries the name. */
interface IconProps {
  className?: string;
  size?: number;
}

function Svg({ className, size, children }: IconProps & { size: number; children: ReactNode }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** An icon component drawing `shape` in the shared frame, `defaultSize` pixels square unless told. */
function icon(shape: ReactNode, defaultSize = 20) {
  return function Icon({ className, size = defaultSize }: IconProps) {
    return (
      <Svg className={className} size={size}>
        {shape}
      </Svg>
    );
  };
}

/** Hot Deals' fire icon (000 §2). */
export const FireIcon = icon(
  <path
    d="M12 2c1 3.5 5 5.8 5 11a5 5 0 0 1-10 0c0-2.2 1-3.8 2.2-5 .3 1.6 1.1 2.6 2.3 3 .1-3.3-.5-6.1.5-9z"
    fill="#d9480f"
    stroke="#b23a0b"
    strokeWidth={1.2}
  />,
);

export const MenuIcon = icon(<path d="M4 6h16M4 12h16M4 18h16" />);

export const SearchIcon = icon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);

export const CloseIcon = icon(<path d="M6 6l12 12M18 6 6 18" />);

export const ChevronDownIcon = icon(<path d="m6 9 6 6 6-6" />, 16);

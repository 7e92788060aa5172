/** Rendered size of retailer icons on cards and the retailer page, in CSS pixels (ours; avoids layout shift). */
export const RETAILER_ICON_SIZE = { CARD: 64, PAGE: 96 } as const;

export interface RetailerIconProps {
  /** The retailer's icon, or nothing: its initial stands in. */
  src: string | null | undefined;
  name: string;
  className: string | undefined;
  /** Class of the initial shown when there is no icon (defaults to `className`). */
  initialClassName?: string | undefined;
  /**
   * Whether the icon is what names the retailer to a screen reader (a card whose visible name is hidden from
   * it), or decoration beside a name it reads anyway.
   */
  namesRetailer: boolean;
}

/** A card-sized retailer icon, lazily loaded, or the retailer's initial when it has none. */
export function RetailerIcon({ src, name, className, initialClassName = className, namesRetailer }: RetailerIconProps) {
  if (src) {
    return (
      <img
        className={className}
        src={src}
        alt={namesRetailer ? name : ''}
        width={RETAILER_ICON_SIZE.CARD}
        height={RETAILER_ICON_SIZE.CARD}
        loading="lazy"
        decoding="async"
      />
    );
  }
  return (
    <>
      <span className={initialClassName} aria-hidden="true">
        {name.trim().charAt(0)}
      </span>
      {namesRetailer ? <span className="visually-hidden">{name}</span> : null}
    </>
  );
}

/** A small square of a colour, with a border so that white shows on white. */
export function ColourSwatch({ hex, size = 18 }: { hex: string; size?: number }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: size,
        height: size,
        borderRadius: 4,
        background: hex,
        border: '1px solid rgba(128, 128, 128, 0.5)',
        flex: 'none',
      }}
    />
  );
}

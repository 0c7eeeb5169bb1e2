/** The brand's pink-to-violet gradient, for an SVG to fill or stroke with `url(#id)`. */
export function BrandGradient({ id }: { id: string }) {
  return (
    <defs>
      <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#f472b6" />
        <stop offset="1" stopColor="#8b5cf6" />
      </linearGradient>
    </defs>
  );
}

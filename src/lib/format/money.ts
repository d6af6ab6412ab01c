// Prices with a dollar sign and two decimals (spec section 9; docs/decisions.md, Data).
const formatter = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatPrice(dollars: number | null | undefined): string {
  if (dollars === null || dollars === undefined) return 'Free';
  return `$${formatter.format(dollars)}`;
}

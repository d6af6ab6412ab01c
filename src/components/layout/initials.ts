// The top bar's avatar text: first letters of first and last name, upper-case (docs/decisions.md,
// Routes and screens).
export function initialsOf(firstName: string, lastName: string): string {
  const first = (name: string) => Array.from(name.trim())[0] ?? '';
  return `${first(firstName)}${first(lastName)}`.toLocaleUpperCase();
}

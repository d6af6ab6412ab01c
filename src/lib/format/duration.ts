// Durations as the spec shows them: minutes split by 60, "1 hr 30 min", "45 min", "2 hrs".
export function formatDuration(totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(`${hours} ${hours === 1 ? 'hr' : 'hrs'}`);
  if (rest > 0 || hours === 0) parts.push(`${rest} min`);
  return parts.join(' ');
}

export function formatHoursMinutes(hrs: number, min: number): string {
  return formatDuration(hrs * 60 + min);
}

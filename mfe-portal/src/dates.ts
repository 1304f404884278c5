const pad = (n: number) => String(n).padStart(2, '0');

/** dd/MM/yyyy in the browser's time zone. */
export function formatDay(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** dd/MM/yyyy HH:mm in the browser's time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return `${formatDay(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

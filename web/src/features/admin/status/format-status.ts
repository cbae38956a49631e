/** Formatting for the status page: sizes, durations and "in 12 minutes". */
import { formatDateTime, formatRelative } from '../../report/format';

export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(unit === 0 ? 0 : 1)} ${units[unit]}`;
}

export function formatUptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  return `${minutes} min`;
}

/** "Never" / "12 Mar 2025, 10:00 (5 minutes ago)". */
export function formatWhen(iso: string | null, never = 'Never'): string {
  return iso === null ? never : `${formatDateTime(iso)} (${formatRelative(iso)})`;
}

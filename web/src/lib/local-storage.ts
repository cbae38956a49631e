/** localStorage that never throws: storage can be blocked (privacy modes, full quota). */

export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not persisting is better than breaking the feature that asked.
  }
}

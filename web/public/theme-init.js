// Applies the stored theme before first paint so a dark page never flashes white. Mirrors src/features/theme.
// A plain external file (not inline) so the server's Content-Security-Policy can stay `script-src 'self'`.
(function () {
  try {
    var t = localStorage.getItem('theme');
    if (t !== 'light' && t !== 'dark') {
      t = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    }
    document.documentElement.classList.add(t);
  } catch {
    // Storage or matchMedia unavailable: React applies the theme once it starts.
  }
})();

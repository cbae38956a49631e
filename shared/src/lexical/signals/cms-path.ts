import { createFinding, defineLexicalSignal } from '../define-lexical-signal';

// Folders of a CMS's own code that visitors never need to open; phishers drop kits into them on
// compromised sites (/wp-includes/…/login.php). Uploaded media and documents there are ordinary.
// /wp-json/ is not among them: it is WordPress's REST API, a route with no folder behind it, so nothing
// can be dropped there.
const CMS_INTERNALS =
  /\/(?:wp-(?:admin|includes|content)|components\/com_[^/]*|modules\/mod_[^/]*|administrator|sites\/all|cgi-bin|aspnet_client|phpmyadmin|\.well-known)\//;
// Hidden folders (/.user/, /.pop/) are never linked to on purpose; kits hide in them. /.well-known/ is a
// standard location, counted above with the CMS folders.
const HIDDEN_FOLDER = /\/\.(?!well-known\/)[^/.][^/]*\//;
const ORDINARY_FILE =
  /\.(?:jpe?g|png|gif|webp|svg|ico|css|js|woff2?|ttf|eot|pdf|docx?|xlsx?|pptx?|mp[34]|zip|txt|xml|json|swf|gz|rar|exe|dmg|apk|avi|mov|wav|ogg)$/;
// Folders for images, styles, scripts and uploads hold files, not pages: a page or folder link into them
// (/images/secure/index.html, /css/) is a kit dropped on a hacked site.
const ASSET_FOLDER =
  /\/(?:img|images|image|css|js|fonts?|assets|tmp|temp|cache|includes|inc|uploads?|vendor|plugins|themes|libraries|lib|scripts)\//;

/** A page served from inside a CMS's code folders, a sign of a compromised site hosting a kit. */
export const cmsPath = defineLexicalSignal({
  id: 'cms-path',
  codes: ['path-cms-internals', 'path-hidden-folder', 'path-asset-folder'],
  run: ({ pathLower }) => {
    if (ORDINARY_FILE.test(pathLower)) return [];
    const hidden = HIDDEN_FOLDER.exec(pathLower);
    if (hidden) {
      return [
        createFinding('path-hidden-folder', {
          title: 'Page in a hidden folder',
          evidence: `The page sits in the hidden folder ${hidden[0]}, where phishing kits are dropped on hacked sites.`,
          source: 'cms-path',
        }),
      ];
    }
    const match = CMS_INTERNALS.exec(pathLower);
    if (!match) return assetFolderFindings(pathLower);
    return [
      createFinding('path-cms-internals', {
        title: 'Page hidden in a website’s system folders',
        evidence: `The page sits under ${match[0]}, a folder of the site’s software where pages are not normally published.`,
        source: 'cms-path',
      }),
    ];
  },
});

function assetFolderFindings(pathLower: string) {
  const asset = ASSET_FOLDER.exec(pathLower);
  if (!asset) return [];
  return [
    createFinding('path-asset-folder', {
      title: 'Page inside a files folder',
      evidence: `The link opens a page under ${asset[0]}, a folder meant for images, styles or scripts, not pages.`,
      source: 'cms-path',
    }),
  ];
}

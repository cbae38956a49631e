// Threat feeds and the popularity list: downloading and parsing them (jobs/ schedules the downloads).
export { downloadFile, FeedDownloadError, type DownloadOptions } from './download';
export { indicatorsFromUrls, normaliseFeedUrl, type FeedEntry } from './indicators';
export {
  parseOpenPhish,
  parsePhishTankCsv,
  parsePopularityList,
  parseUrlhausText,
  type FeedParser,
  type PopularityEntry,
} from './parsers';
export { readSingleZipEntry, ZipError } from './zip';

import { BANDS } from '@scamcheck/shared';
import type { AnalysisDoc, DomainLatestDoc, ImageAnalysisDoc, UrlAnalysisDoc } from './documents';
import { requiredDate, requiredInt, requiredString, uuidId, type SchemaKit } from './schema-kit';

/** What a check leaves behind: every domain analysis, each domain's latest, URL and image analyses. */
export function defineCheckSchemas({ SchemaClass, schema }: SchemaKit) {
  const json = { type: SchemaClass.Types.Mixed };
  const score = { ...requiredInt, min: 0, max: 100 };
  const band = { type: String, required: true, enum: BANDS };
  /** What every stored analysis ends with: its verdict, the whole report and when it was made. */
  const verdict = { score, band, report: { ...json, required: true }, createdAt: requiredDate };

  const analysisSchema = schema<AnalysisDoc>(
    {
      _id: uuidId,
      domain: requiredString,
      registrableDomain: requiredString,
      ...verdict,
    },
    'analyses',
  );
  analysisSchema.index({ domain: 1, createdAt: -1 });
  analysisSchema.index({ createdAt: 1 });

  const urlAnalysisSchema = schema<UrlAnalysisDoc>(
    {
      _id: uuidId,
      url: requiredString,
      domain: requiredString,
      ...verdict,
    },
    'url_analyses',
  );
  urlAnalysisSchema.index({ url: 1, createdAt: -1 });

  const domainLatestSchema = schema<DomainLatestDoc>(
    {
      _id: requiredString,
      analysisId: requiredString,
      score,
      band,
      createdAt: requiredDate,
    },
    'domain_latest',
  );
  domainLatestSchema.index({ createdAt: -1, _id: 1 });
  domainLatestSchema.index({ score: 1, _id: 1 });
  domainLatestSchema.index({ band: 1, _id: 1 });

  const imageAnalysisSchema = schema<ImageAnalysisDoc>(
    {
      _id: uuidId,
      sha256: requiredString,
      score,
      isScam: { type: Boolean, required: true },
      result: { ...json, required: true },
      createdAt: requiredDate,
    },
    'image_analyses',
  );
  imageAnalysisSchema.index({ createdAt: -1 });
  imageAnalysisSchema.index({ sha256: 1 });

  return {
    analyses: analysisSchema,
    urlAnalyses: urlAnalysisSchema,
    domainLatest: domainLatestSchema,
    imageAnalyses: imageAnalysisSchema,
  };
}

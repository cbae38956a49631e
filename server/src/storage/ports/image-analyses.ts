// Screenshot checks.

/** An image analysis as kept: the SHA-256 of the re-encoded picture and the result, never the image. */
export type NewImageAnalysis = {
  sha256: string;
  score: number;
  isScam: boolean;
  result: unknown;
  createdAt: Date;
};

export type ImageAnalysisRecord = NewImageAnalysis & { id: string };

export type ImageAnalysisStatistics = { total: number; scams: number; last24Hours: number };

export type ImageAnalysisRepository = {
  insert(analysis: NewImageAnalysis): Promise<ImageAnalysisRecord>;
  /** Newest first. */
  recent(limit: number): Promise<ImageAnalysisRecord[]>;
  /** How often this exact picture (by hash) was analysed, e.g. one scam screenshot circulating. */
  countBySha256(sha256: string): Promise<number>;
  statistics(now: Date): Promise<ImageAnalysisStatistics>;
};

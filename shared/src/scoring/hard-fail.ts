import { z } from 'zod';

/** The hard fail that capped a score: the finding code and the highest score it allows. */
export const HardFailSchema = z.object({ code: z.string(), cap: z.number().int() });
export type HardFail = z.infer<typeof HardFailSchema>;

/** Plain-language titles and messages for a failed server call, in the website's wording where it has one. */
import type { ApiFailure } from './api-client';

export type FailureText = { title: string; message: string };

export const RATE_LIMIT_TITLE = 'Rate Limit Exceeded';

export function describeFailure(failure: ApiFailure): FailureText {
  switch (failure.kind) {
    case 'rate-limited':
      return {
        title: RATE_LIMIT_TITLE,
        message: `The analysis provider is limiting requests. ${retryText(failure.retryAfterSeconds)}`,
      };
    case 'offline':
      return {
        title: 'ScamCheck server offline',
        message:
          failure.reason === 'timeout'
            ? 'The ScamCheck server did not answer in time. The score shown is the offline check.'
            : 'Could not connect to the ScamCheck server. The score shown is the offline check.',
      };
    case 'not-found':
      return { title: 'Not analysed yet', message: 'ScamCheck has no report for this site yet.' };
    case 'http-error':
      return { title: 'Analysis Error', message: failure.message };
    case 'invalid-response':
      return {
        title: 'Invalid API Response',
        message: 'Something answered at the server address, but not with a ScamCheck answer.',
      };
  }
}

export function retryText(seconds: number): string {
  return seconds > 0 ? `Please try again in ${seconds} seconds.` : 'Please try again in a few moments.';
}

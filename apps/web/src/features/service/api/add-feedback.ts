import { chatEndpoints } from '@mall/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** Online message of the right bar (spec screen 11): required, trimmed, at most 100 characters. */
export function addFeedback(feedbackInformation: string): Promise<null> {
  return request(chatEndpoints.feedback, { body: { feedbackInformation } });
}

export function useAddFeedback() {
  return useMutation({ mutationFn: addFeedback });
}

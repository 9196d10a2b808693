import { chatEndpoints } from '@mall/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { myFeedbackKey } from './my-feedback';

/** Online message of the right bar (spec screen 11): required, trimmed, at most 100 characters. */
export function addFeedback(feedbackInformation: string): Promise<null> {
  return request(chatEndpoints.feedback, { body: { feedbackInformation } });
}

export function useAddFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFeedback,
    // The new message joins "my messages and replies".
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myFeedbackKey }),
  });
}

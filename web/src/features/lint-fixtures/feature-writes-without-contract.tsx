// Deliberately wrong: a hand-written mutation, whose cache refresh the contract does not know.
// Linted by server/lint-boundaries.test.ts.
import { useMutation } from '@tanstack/react-query';

export const useWrong = () => useMutation({ mutationFn: async () => 'written' });

import { qualityChooseStandard } from '@contract/functions/quality';
import { useFunctionMutation } from '@web/lib/function-query';

/** `mutate({ datasetId, standard })`: the dataset page refreshes with the new claim. */
export const useChooseStandard = () => useFunctionMutation(qualityChooseStandard);

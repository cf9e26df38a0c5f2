import {
  datasetsCheckSensitive,
  instancesCheckSensitive,
  resourcesCheckSensitive,
} from '@contract/functions/sensitive';
import { useFunctionMutation } from '@web/lib/function-query';

/** Check / Recheck of one resource. */
export const useCheckResource = () => useFunctionMutation(resourcesCheckSensitive);

/** Check every resource of a dataset. */
export const useCheckDataset = () => useFunctionMutation(datasetsCheckSensitive);

/** Check every resource of an instance. */
export const useCheckInstance = () => useFunctionMutation(instancesCheckSensitive);

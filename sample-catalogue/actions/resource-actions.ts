import { packageDict, resourceDict } from '../store/dictize.js';
import type { StoredDataset } from '../store/types.js';
import {
  NotAuthorized,
  NotFound,
  ValidationError,
  requireKey,
  type ErrorDict,
} from './action-errors.js';
import { canEditDataset, canReadDataset, userName } from './authz.js';
import type { ActionContext, ActionData } from './context.js';
import { updateDataset } from './package-writes.js';

/** Resource writes go through package_update, as in CKAN; its errors come back for the one resource. */
function updateWithResources(
  context: ActionContext,
  dataset: StoredDataset,
  resources: unknown[],
  errorIndex: number,
): void {
  try {
    updateDataset(context, dataset, { ...packageDict(context.store, dataset), resources });
  } catch (error) {
    if (error instanceof ValidationError && Array.isArray(error.errors.resources)) {
      throw new ValidationError(
        (error.errors.resources as ErrorDict[])[errorIndex] ?? error.errors,
      );
    }
    throw error;
  }
}

function readableDataset(context: ActionContext, id: string): StoredDataset {
  const dataset = context.store.findDataset(id);
  if (!dataset) throw new NotFound();
  if (!canReadDataset(context.store, context.user, dataset)) {
    throw new NotAuthorized(
      `User ${userName(context.user)} not authorized to read package ${dataset.id}`,
    );
  }
  return dataset;
}

export function resourceCreate(context: ActionContext, data: ActionData): unknown {
  const packageId = requireKey(data, 'package_id');
  const input: ActionData = { ...data, url: data.url || '' };
  const dataset = readableDataset(context, packageId);
  if (!canEditDataset(context.store, context.user, dataset)) {
    throw new NotAuthorized(
      `User ${userName(context.user)} not authorized to create resources on dataset ${packageId}`,
    );
  }
  const current = packageDict(context.store, dataset).resources as unknown[];
  updateWithResources(context, dataset, [...current, input], current.length);
  const last = dataset.resources.length - 1;
  const resource = dataset.resources[last];
  if (!resource) throw new Error('resource_create lost its resource');
  return resourceDict(resource, last);
}

function resourceForAuth(context: ActionContext, data: ActionData) {
  if (!data.id) throw new ValidationError({ message: 'Missing id, can not get Resource object' });
  const found = context.store.findResource(String(data.id));
  if (!found) throw new NotFound();
  return found;
}

export function resourceUpdate(context: ActionContext, data: ActionData): unknown {
  const id = requireKey(data, 'id');
  const found = context.store.findResource(id);
  if (!found) throw new NotFound('Resource was not found.');
  if (!canEditDataset(context.store, context.user, found.dataset)) {
    throw new NotAuthorized(`User ${userName(context.user)} not authorized to edit resource ${id}`);
  }
  const resources = [...(packageDict(context.store, found.dataset).resources as unknown[])];
  resources[found.index] = { ...data, url: data.url || '' };
  updateWithResources(context, found.dataset, resources, found.index);
  return resourceShow(context, { id });
}

/** resource_patch = resource_show, overlay, resource_update. */
export function resourcePatch(context: ActionContext, data: ActionData): unknown {
  if (!context.user?.sysadmin) {
    const found = resourceForAuth(context, data);
    if (!canEditDataset(context.store, context.user, found.dataset)) {
      throw new NotAuthorized(
        `User ${userName(context.user)} not authorized to edit resource ${found.resource.id}`,
      );
    }
  }
  const current = resourceShow(context, { id: requireKey(data, 'id') }) as ActionData;
  return resourceUpdate(context, { ...current, ...data });
}

export function resourceDelete(context: ActionContext, data: ActionData): unknown {
  const id = requireKey(data, 'id');
  const found = context.store.findResource(id);
  if (!found) throw new NotFound();
  if (!canEditDataset(context.store, context.user, found.dataset)) {
    throw new NotAuthorized(
      `User ${userName(context.user)} not authorized to delete resource ${id}`,
    );
  }
  const resources = (packageDict(context.store, found.dataset).resources as ActionData[]).filter(
    (resource) => resource.id !== id,
  );
  updateWithResources(context, found.dataset, resources, resources.length - 1);
  return null;
}

export function resourceShow(context: ActionContext, data: ActionData): unknown {
  const id = requireKey(data, 'id');
  const found = context.store.findResource(id);
  if (!found) throw new NotFound();
  if (!canReadDataset(context.store, context.user, found.dataset)) {
    throw new NotAuthorized(`User ${userName(context.user)} not authorized to read resource ${id}`);
  }
  return resourceDict(found.resource, found.index);
}

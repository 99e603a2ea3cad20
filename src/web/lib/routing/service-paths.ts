/** The two counterpart lists a service is reached from (/dashboard/home/providers or /clients). */
export type ServiceListSide = 'providers' | 'clients';

/**
 * Where a service opens from a list: a service of the generators line on its generators screen
 * (spec 3 §2.1: /{side}/stages/generators/{serviceId}), any other on its stages.
 */
export function serviceStagesPath(side: ServiceListSide, service: { id: string; generators: boolean }): string {
  return service.generators ? `/dashboard/home/${side}/stages/generators/${service.id}` : `/dashboard/home/${side}/stages/${service.id}`;
}

/** Regresar of a service screen (spec 3 §2.5): the clients list under a clients path, else the providers list. */
export function serviceListPath(pathname: string): `/dashboard/home/${ServiceListSide}` {
  return /^\/dashboard\/home\/clients(\/|$)/.test(pathname) ? '/dashboard/home/clients' : '/dashboard/home/providers';
}

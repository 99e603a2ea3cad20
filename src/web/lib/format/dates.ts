/** The screens print instants with the one shared formatter: dd/mm/aaaa HH:mm in Mexico City time, whatever the browser's zone. */
export { formatDateTime } from '../../../shared/mx/dates';

import { benefitsEndpoints } from '@mall/contracts';

/** The buyer's points history, paged by the list loader (spec §4). */
export const pointsRecordsEndpoint = benefitsEndpoints.pointsRecords;

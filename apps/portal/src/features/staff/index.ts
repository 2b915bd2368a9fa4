/** Enterprise staff records (/talentdata, /talentdataH5) on the ledger engine, and the identity-card entry (/identificationH5). */
export { IdentificationPage } from './IdentificationPage';

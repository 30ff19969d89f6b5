/**
 * What other features and the operators' console use of reports and blocks
 * (docs/decisions/safety.md): the block checks the bids and conversations features ask, and the
 * operators' two domain functions on reports.
 */
export { blockedBy, eitherBlocks, isBlockedBetween } from './blocks.js';
export { closeReport, type CloseReportCommand } from './close-report.js';
export { countOpenReports, listOpenReports, toOpenReport } from './list-open-reports.js';
export { listReportsAbout } from './list-reports-about.js';
export { toReport } from './report-view.js';
export { safetyRoutes } from './safety-routes.js';

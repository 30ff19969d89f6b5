/**
 * Reading code: a path's language (GitHub Linguist's data), vendored paths, test and CI files,
 * TODO-like markers. Below the features that read repositories (repo-insight, delivery-evidence),
 * and light enough for the analysis processes apart from the server to load quickly.
 */
export { isCode, isVendored, languageOf, type Language } from './languages.js';
export { CI, TEST_PATH, TODO } from './paths.js';

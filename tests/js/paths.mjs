// Paths shared by the tests, the fuzz seeds and their scripts (importing this does not load the
// package). The test data lives beside the repository, in ../shared, and is never copied into it;
// an environment variable points elsewhere, resolved against the repository root (an empty one
// counts as unset).
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** WPT's url/ folder (urltestdata.json, setters_tests.json, …): $WPT_URL_DIR, else ../shared/wpt/url. */
export const wptDir = path.resolve(repoRoot, process.env.WPT_URL_DIR || "../shared/wpt/url");

/** The real-world URL lists (kasztp.txt, node_files.txt): $URL_DATASET_DIR, else ../shared/datasets. */
export const datasetDir = path.resolve(repoRoot, process.env.URL_DATASET_DIR || "../shared/datasets");

/** WPT's URLPattern data: $URLPATTERN_WPT_FILE, else the 366-entry copy in ../shared/urlpattern. */
export const urlpatternWptFile = path.resolve(
  repoRoot,
  process.env.URLPATTERN_WPT_FILE || "../shared/urlpattern/wpt/urlpatterntestdata.wpt-master-2026-04-20.json",
);

#!/usr/bin/env node
// Committed (not built) so that npm links the command even in a workspace installed before the build.
import '../dist/cli.js';

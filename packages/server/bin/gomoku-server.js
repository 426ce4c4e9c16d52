#!/usr/bin/env node
// The `gomoku-server` command. A file of its own, present before the build, so that installing the
// workspace links the command without a warning; it runs the built server.
import '../dist/bin.js';

/**
 * What the Gogo shell's {@code rochade:} commands need from the host that runs them: a
 * {@link org.rochade.shell.runner.CommandRunner} service.
 */
@Export
@Version("1.0.0")
package org.rochade.shell.runner;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;

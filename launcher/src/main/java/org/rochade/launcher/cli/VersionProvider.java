package org.rochade.launcher.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/** {@code --version}: Rochade's version, the embedded Felix and SCR versions, and the JVM. */
final class VersionProvider implements IVersionProvider {

    @Override
    public String[] getVersion() throws IOException {
        Properties versions = new Properties();
        try (InputStream in = VersionProvider.class.getResourceAsStream("version.properties")) {
            if (in != null) {
                versions.load(in);
            }
        }
        return new String[] {
            "rochade " + versions.getProperty("version", "unknown"),
            "Apache Felix " + versions.getProperty("felix", "?") + ", SCR " + versions.getProperty("scr", "?"),
            "Java " + Runtime.version() + " (" + System.getProperty("java.vm.name") + ")"
        };
    }
}

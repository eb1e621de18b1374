package org.rochade.launcher;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.Hashtable;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.InvalidSyntaxException;
import org.osgi.framework.ServiceReference;
import org.osgi.service.cm.Configuration;
import org.osgi.service.cm.ConfigurationAdmin;
import org.osgi.service.component.ComponentConstants;
import org.osgi.service.component.runtime.ServiceComponentRuntime;
import org.osgi.service.component.runtime.dto.ComponentConfigurationDTO;
import org.osgi.service.component.runtime.dto.ComponentDescriptionDTO;
import org.rochade.event.api.format.EventFormat;

/**
 * The event formats of a running framework: one {@link EventFormat} service per ConfigAdmin factory
 * configuration {@value EventFormat#FACTORY_PID}, published by the formats bundle's component.
 *
 * <p>Where the configurations come from: in the shell, FileInstall reads the format files of the
 * configuration directory (and {@link #apply}/{@link #remove} change them at once); for a one-shot
 * command, {@link #list()} first loads that directory's files into ConfigAdmin itself, so that a
 * one-shot command does not start FileInstall. A configuration SCR could not turn into a service
 * is listed with SCR's reason (from {@link ServiceComponentRuntime}) rather than silently missing.
 */
final class EventFormats {
    /** The component of the formats bundle that publishes the formats. */
    static final String COMPONENT = "org.rochade.formats.EventFormatComponent";
    private static final String BUNDLE = "org.rochade.formats";
    /** FileInstall's property naming the file a configuration came from. */
    private static final String FILEINSTALL_FILENAME = "felix.fileinstall.filename";
    private static final long POLL_MILLIS = 10;

    /** A format by name: usable ({@code format} set) or not ({@code problem} says why). */
    record Entry(String name, EventFormat format, String problem) {
    }

    private final EmbeddedFramework framework;
    private final FormatFiles files;
    private final boolean loadFiles;
    private final EventRounds rounds;
    private boolean loaded;

    /**
     * @param loadFiles true for a one-shot command (load the directory's files into ConfigAdmin
     *                  before the first look-up); false in the shell, where FileInstall does that
     */
    EventFormats(EmbeddedFramework framework, FormatFiles files, boolean loadFiles) {
        this.framework = framework;
        this.files = files;
        this.loadFiles = loadFiles;
        this.rounds = new EventRounds(files);
    }

    FormatFiles files() {
        return files;
    }

    /** The rounds revealed so far of the formats here. */
    EventRounds rounds() {
        return rounds;
    }

    /** Every format, sorted by name. */
    synchronized List<Entry> list() {
        framework.require(Feature.FORMATS);
        if (loadFiles && !loaded) {
            loaded = true;
            load();
        }
        List<Entry> entries = new ArrayList<>();
        BundleContext context = framework.context();
        for (ComponentConfigurationDTO dto : configurations()) {
            if (dto.state == ComponentConfigurationDTO.FAILED_ACTIVATION) {
                entries.add(new Entry(nameOf(dto.properties), null, reason(dto.failure)));
            } else if (dto.state == ComponentConfigurationDTO.ACTIVE) {
                EventFormat format = service(context, dto.id);
                if (format != null) {
                    entries.add(new Entry(format.name(), format, null));
                }
            }
        }
        entries.sort(Comparator.comparing(Entry::name));
        return entries;
    }

    /**
     * The usable format of this name.
     *
     * @throws UserError when there is none, or its configuration is not usable
     */
    EventFormat get(String name) {
        List<Entry> entries = list();
        // In the shell, a format file FileInstall has not handed to SCR yet (just after start-up, or
        // just written): wait for it rather than say it is not there.
        long deadline = System.nanoTime() + framework.serviceTimeout().toNanos();
        while (!loadFiles && entries.stream().noneMatch(entry -> entry.name().equals(name))
                && java.nio.file.Files.isRegularFile(files.file(name)) && System.nanoTime() < deadline) {
            pause();
            entries = list();
        }
        for (Entry entry : entries) {
            if (entry.name().equals(name)) {
                if (entry.format() == null) {
                    String problem = entry.problem();
                    throw new UserError(problem.startsWith("event format '" + name + "'") ? problem
                            : "event format '" + name + "' is not usable: " + problem);
                }
                return entry.format();
            }
        }
        throw new UserError("no event format '" + name + "' in " + files.dir() + " (formats there: "
                + (entries.isEmpty() ? "none" : entries.stream().map(Entry::name).collect(Collectors.joining(", "))) + ")");
    }

    /**
     * Creates or replaces a format's configuration now (its file is written by the caller), and
     * waits until SCR has acted on it, so that the next request sees it.
     */
    synchronized void apply(String name, Map<String, String> properties) {
        framework.require(Feature.FORMATS);
        try {
            Configuration configuration = configurationAdmin().getFactoryConfiguration(EventFormat.FACTORY_PID, name, "?");
            Hashtable<String, Object> values = new Hashtable<>(properties);
            // FileInstall ties the file to this configuration by this property instead of making a second one.
            values.put(FILEINSTALL_FILENAME, files.file(name).toAbsolutePath().toFile().toURI().toString());
            configuration.update(values);
            awaitSettled(configuration.getPid(), properties);
        } catch (IOException e) {
            throw new UserError("cannot update the configuration of format '" + name + "': " + e.getMessage());
        }
    }

    /** Deletes a format's configuration now (its file is deleted by the caller); false when it had none. */
    synchronized boolean remove(String name) {
        framework.require(Feature.FORMATS);
        String pid = EventFormat.FACTORY_PID + "~" + name;
        try {
            Configuration[] found = configurationAdmin().listConfigurations("(service.pid=" + pid + ")");
            if (found == null) {
                return false;
            }
            for (Configuration configuration : found) {
                configuration.delete();
            }
        } catch (IOException | InvalidSyntaxException e) {
            throw new UserError("cannot delete the configuration of format '" + name + "': " + e.getMessage());
        }
        awaitGone(pid);
        return true;
    }

    /** Loads every format file into ConfigAdmin and waits until SCR has acted on each. */
    private void load() {
        ConfigurationAdmin admin = configurationAdmin();
        Set<String> pids = new HashSet<>();
        for (Map.Entry<String, Map<String, String>> file : files.readAll().entrySet()) {
            try {
                Configuration configuration = admin.getFactoryConfiguration(EventFormat.FACTORY_PID, file.getKey(), "?");
                configuration.update(new Hashtable<>(file.getValue()));
                pids.add(configuration.getPid());
            } catch (IOException e) {
                throw new UserError("cannot load format '" + file.getKey() + "': " + e.getMessage());
            }
        }
        for (String pid : pids) {
            awaitSettled(pid, Map.of());
        }
    }

    /**
     * Waits until the component configuration of {@code pid} shows these property values and is
     * active or has failed: configurations reach SCR asynchronously.
     */
    private void awaitSettled(String pid, Map<String, String> expected) {
        long deadline = System.nanoTime() + framework.serviceTimeout().toNanos();
        while (System.nanoTime() < deadline) {
            for (ComponentConfigurationDTO dto : configurations()) {
                if (pid.equals(dto.properties.get("service.pid")) && shows(dto.properties, expected)
                        && (dto.state == ComponentConfigurationDTO.ACTIVE
                        || dto.state == ComponentConfigurationDTO.FAILED_ACTIVATION)) {
                    return;
                }
            }
            pause();
        }
        throw new UserError("the configuration " + pid + " was not taken up within " + framework.serviceTimeout().toMillis() + " ms");
    }

    private void awaitGone(String pid) {
        long deadline = System.nanoTime() + framework.serviceTimeout().toNanos();
        while (System.nanoTime() < deadline) {
            if (configurations().stream().noneMatch(dto -> pid.equals(dto.properties.get("service.pid")))) {
                return;
            }
            pause();
        }
        throw new UserError("the configuration " + pid + " was not removed within " + framework.serviceTimeout().toMillis() + " ms");
    }

    private static boolean shows(Map<String, Object> properties, Map<String, String> expected) {
        for (Map.Entry<String, String> entry : expected.entrySet()) {
            if (!Objects.equals(String.valueOf(properties.get(entry.getKey())), entry.getValue())) {
                return false;
            }
        }
        return true;
    }

    private Collection<ComponentConfigurationDTO> configurations() {
        BundleContext context = framework.context();
        ServiceComponentRuntime scr = framework.awaitService(Feature.RULES, ServiceComponentRuntime.class, "no SCR runtime service");
        for (Bundle bundle : context.getBundles()) {
            if (BUNDLE.equals(bundle.getSymbolicName())) {
                ComponentDescriptionDTO description = scr.getComponentDescriptionDTO(bundle, COMPONENT);
                return description == null ? List.of() : scr.getComponentConfigurationDTOs(description);
            }
        }
        return List.of();
    }

    private ConfigurationAdmin configurationAdmin() {
        return framework.awaitService(Feature.FORMATS, ConfigurationAdmin.class, "no ConfigurationAdmin service");
    }

    private static EventFormat service(BundleContext context, long componentId) {
        try {
            Collection<ServiceReference<EventFormat>> references = context.getServiceReferences(EventFormat.class,
                    "(" + ComponentConstants.COMPONENT_ID + "=" + componentId + ")");
            for (ServiceReference<EventFormat> reference : references) {
                EventFormat format = context.getService(reference);
                if (format != null) {
                    return format;
                }
            }
            return null;
        } catch (InvalidSyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A failed configuration's name: its 'name' property unless empty, else the part of its PID after '~'. */
    private static String nameOf(Map<String, Object> properties) {
        String name = String.valueOf(properties.getOrDefault("name", "")).strip();
        if (!name.isEmpty()) {
            return name;
        }
        String pid = String.valueOf(properties.get("service.pid"));
        return pid.substring(pid.indexOf('~') + 1);
    }

    /**
     * SCR's failure text is a stack trace; the component's own message is that of the innermost
     * IllegalArgumentException (the constructor's, wrapped by reflection).
     */
    static String reason(String failure) {
        if (failure == null) {
            return "activation failed";
        }
        String marker = "IllegalArgumentException: ";
        String reason = null;
        for (String line : (Iterable<String>) failure.lines()::iterator) {
            int at = line.indexOf(marker);
            if (at >= 0) {
                reason = line.substring(at + marker.length()).strip();
            }
        }
        return reason != null ? reason : failure.lines().findFirst().orElse(failure).strip();
    }

    private static void pause() {
        try {
            Thread.sleep(POLL_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for a configuration", e);
        }
    }
}

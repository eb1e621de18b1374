package org.rochade.formats;

import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;
import org.osgi.service.component.annotations.Component;
import org.rochade.event.api.EventRounds;
import org.rochade.event.api.EventStore;
import org.rochade.event.api.format.FormatDirectory;

/**
 * The {@link EventStore} service: format directories read from their files, their rounds revealed
 * under the directory's lock. Every directory this instance hands out for one path shares one
 * in-process lock (see {@link DirectoryLock}). Also found by {@link java.util.ServiceLoader}.
 */
@Component(service = EventStore.class)
public final class EventStoreComponent implements EventStore {
    private final Map<Path, ReentrantLock> locks = new ConcurrentHashMap<>();
    private final Sha256RoundDraw draw = new Sha256RoundDraw();

    @Override
    public FormatDirectory formats(Path dir) {
        return files(dir);
    }

    @Override
    public EventRounds rounds(Path dir) {
        return new DirectoryRounds(files(dir), draw);
    }

    private FormatFiles files(Path dir) {
        Path absolute = dir.toAbsolutePath().normalize();
        return new FormatFiles(absolute, new DirectoryLock(absolute, locks.computeIfAbsent(absolute, key -> new ReentrantLock())));
    }
}

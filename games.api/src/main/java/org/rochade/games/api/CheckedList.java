package org.rochade.games.api;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import java.util.RandomAccess;
import java.util.function.Consumer;

/**
 * An editable list that refuses, as each element is added or set, what its check throws for: the
 * editor's comments and NAGs, so that a host learns at once what PGN could not hold.
 */
final class CheckedList<T> extends AbstractList<T> implements RandomAccess {
    private final List<T> items = new ArrayList<>(0);
    private final Consumer<T> check;

    /** @param check throws {@link IllegalArgumentException} (naming the value) for an element refused */
    CheckedList(Consumer<T> check) {
        this.check = check;
    }

    @Override
    public T get(int index) {
        return items.get(index);
    }

    @Override
    public int size() {
        return items.size();
    }

    @Override
    public T set(int index, T element) {
        check.accept(element);
        return items.set(index, element);
    }

    @Override
    public void add(int index, T element) {
        check.accept(element);
        items.add(index, element);
        modCount++;
    }

    @Override
    public T remove(int index) {
        modCount++;
        return items.remove(index);
    }
}

package org.rochade.rules.api;

/**
 * One throw of the die in the die procedure.
 *
 * @param value   the face thrown, 1..6
 * @param used    false when the face was out of range for this step and the die was thrown again
 * @param meaning what the throw did, e.g. "dark-square bishop on c1" or "5 is out of range 1..4: roll again"
 */
public record DieRoll(int value, boolean used, String meaning) {
}

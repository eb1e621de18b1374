package org.rochade.pgn.plugin.read;

/**
 * The words before the line number in the finding messages that name a line of the input besides
 * their own: the reader builds its messages with them, and reports read in chunks have that line
 * moved to its place in the whole input by finding these words ({@code Renumbering}). A message
 * that names another line must be built with a constant of this class and be known there.
 */
public final class LineMessages {
    /** A nested-comment finding: "...opened at line N, column C, ...". */
    public static final String NESTED_COMMENT = "comments do not nest: this '{' is inside the comment opened at line ";
    /** A limit finding on a comment: "the comment opened at line N, column C is longer than...". */
    public static final String COMMENT_TOO_LONG = "the comment opened at line ";
    /** A duplicate-tag finding opens with these words and the tag's name. */
    public static final String TAG = "tag ";
    /** A duplicate-tag finding, after "tag NAME" (a tag name has no spaces): "... given again (first at line N)...". */
    public static final String TAG_GIVEN_AGAIN = " given again (first at line ";

    private LineMessages() {
    }
}

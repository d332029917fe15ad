package org.collsim.engine;

/**
 * A virtual time that does not fit in {@link Time#LIMIT_PS}: what was being computed and from
 * which operands. Thrown instead of a wrapped number; callers report it as an input error.
 */
public final class TimeOverflowException extends ArithmeticException {
    private final String quantity;
    private final String operands;

    public TimeOverflowException(String quantity, String operands) {
        super(quantity + " exceeds the limit of virtual time, " + Time.LIMIT_TEXT + ": " + operands);
        this.quantity = quantity;
        this.operands = operands;
    }

    /** The operands that overflowed ("4294967295 x 4294967298 ps"). */
    public String operands() {
        return operands;
    }

    /** What overflowed ("hockney transfer time"). */
    public String quantity() {
        return quantity;
    }
}

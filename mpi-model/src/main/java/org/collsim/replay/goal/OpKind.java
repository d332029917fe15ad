package org.collsim.replay.goal;

/**
 * The three GOAL operations, in the order LogGOPSim releases operations that become ready together:
 * sends, then receives, then calcs (its {@code OP_SEND < OP_RECV < OP_LOCOP}).
 */
public enum OpKind {
    SEND, RECV, CALC
}

/** An example third-party layer: a flat (linear) broadcast, the baseline every tree beats. */
package org.example.collsim;

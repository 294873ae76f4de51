//! Judge formats.

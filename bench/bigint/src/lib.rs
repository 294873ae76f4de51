//! Empty: the measurements live in benches/choice.rs.

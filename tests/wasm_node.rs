//! The façade under Node.js (wasm-bindgen-test's default runner).
#![cfg(target_arch = "wasm32")]

mod facade;

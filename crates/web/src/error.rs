//! A failed request, as every route answers it: a status and
//! `{"error": "..."}`.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use grundy_i18n::tr;
use serde_json::json;

/// A failed request: its status and `{"error": "..."}`.
#[derive(Debug)]
pub(crate) struct ApiError {
    pub(crate) status: StatusCode,
    pub(crate) message: String,
}

impl ApiError {
    pub(crate) fn new(status: StatusCode, message: impl Into<String>) -> Self {
        ApiError {
            status,
            message: message.into(),
        }
    }
    pub(crate) fn bad(message: impl Into<String>) -> Self {
        ApiError::new(StatusCode::BAD_REQUEST, message)
    }
    pub(crate) fn too_large(why: impl std::fmt::Display) -> Self {
        ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            tr!("web-too-large", why = why),
        )
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (self.status, Json(json!({ "error": self.message }))).into_response()
    }
}

package main

import (
	"errors"
	"net/http"
	"net/mail"
	"strconv"
)

// OrdersHandler serves the orders.
type OrdersHandler struct {
	store *Store
}

// OrderList lists orders.
type OrderList struct {
	Orders []Order `json:"orders"`
}

// ListOrders lists the orders, oldest first; status keeps only the orders
// with that status (pending, paid, shipped or cancelled).
func (h *OrdersHandler) ListOrders(w http.ResponseWriter, r *http.Request) {
	status := OrderStatus(r.URL.Query().Get("status"))
	switch status {
	case "", StatusPending, StatusPaid, StatusShipped, StatusCancelled:
	default:
		writeError(w, http.StatusBadRequest, "unknown status %q", status)
		return
	}
	writeJSON(w, http.StatusOK, OrderList{Orders: h.store.Orders(status)})
}

// NewOrder is an order to place.
type NewOrder struct {
	// Customer is the customer's e-mail address.
	Customer string `json:"customer" validate:"email"`
	// Lines are the products to order, at least one.
	Lines []OrderLine `json:"lines" validate:"min=1"`
}

// PlaceOrder places an order: the units of every line are reserved until
// the order ships or is cancelled.
func (h *OrdersHandler) PlaceOrder(w http.ResponseWriter, r *http.Request) {
	var in NewOrder
	if err := decodeJSON(w, r, &in); err != nil {
		writeError(w, http.StatusBadRequest, "invalid order: %v", err)
		return
	}
	if _, err := mail.ParseAddress(in.Customer); err != nil {
		writeError(w, http.StatusUnprocessableEntity, "the customer %q is not an e-mail address", in.Customer)
		return
	}
	if len(in.Lines) == 0 {
		writeError(w, http.StatusUnprocessableEntity, "an order needs at least one line")
		return
	}
	for _, l := range in.Lines {
		if l.Quantity < 1 {
			writeError(w, http.StatusUnprocessableEntity, "the quantity of product %d must be at least 1", l.ProductID)
			return
		}
	}
	o, err := h.store.Place(in.Customer, in.Lines)
	switch {
	case errors.Is(err, errNotFound):
		writeError(w, http.StatusUnprocessableEntity, "the order names a product that does not exist")
		return
	case errors.Is(err, errConflict):
		writeError(w, http.StatusConflict, "not enough units in stock")
		return
	case err != nil:
		storeError(w, err, "order")
		return
	}
	w.Header().Set("Location", "/api/orders/"+strconv.Itoa(o.ID))
	writeJSON(w, http.StatusCreated, o)
}

// GetOrder returns one order.
func (h *OrdersHandler) GetOrder(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(w, r)
	if !ok {
		return
	}
	o, err := h.store.Order(id)
	if err != nil {
		storeError(w, err, "order "+strconv.Itoa(id))
		return
	}
	writeJSON(w, http.StatusOK, o)
}

// CancelOrder cancels an order that has not shipped, giving its units
// back to the stock.
func (h *OrdersHandler) CancelOrder(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(w, r)
	if !ok {
		return
	}
	o, err := h.store.SetStatus(id, StatusCancelled)
	if err != nil {
		storeError(w, err, "order "+strconv.Itoa(id))
		return
	}
	writeJSON(w, http.StatusOK, o)
}

// PaymentEvent is what the payment provider posts.
type PaymentEvent struct {
	OrderID int    `json:"orderId"`
	Event   string `json:"event"` // "paid"
}

// PaymentWebhook receives the payment provider's notifications and marks
// orders paid. It is served at the path of the -webhook-path flag, which
// is only known at run time: mcpvet cannot follow the route (its pattern
// is not a compile-time constant), and a webhook is no tool anyway, so it
// is kept from MCP. (A real webhook checks the provider's signature
// first.)
//
//mcp:ignore
func (h *OrdersHandler) PaymentWebhook(w http.ResponseWriter, r *http.Request) {
	var ev PaymentEvent
	if err := decodeJSON(w, r, &ev); err != nil {
		writeError(w, http.StatusBadRequest, "invalid event: %v", err)
		return
	}
	if ev.Event != "paid" {
		w.WriteHeader(http.StatusNoContent) // not one we act on
		return
	}
	if _, err := h.store.SetStatus(ev.OrderID, StatusPaid); err != nil {
		storeError(w, err, "order "+strconv.Itoa(ev.OrderID))
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

module example.com/restclient

go 1.26.0
